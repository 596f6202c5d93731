export { SampleList } from './sample-list';
