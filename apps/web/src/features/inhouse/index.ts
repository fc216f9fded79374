export { DicePage } from './components/dice-page';
export { SlotPage } from './components/slot-page';
