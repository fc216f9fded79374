export { RedRainPage } from './components/red-rain-page';
