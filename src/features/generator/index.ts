export { GeneratorSection } from './generator-section';
