export { ResponsibleGamingPage } from './components/responsible-gaming-page';
