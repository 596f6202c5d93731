export { UpdateNotice } from './update-notice';
