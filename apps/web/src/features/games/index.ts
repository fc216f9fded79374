import { createElement } from 'react';
import { GameListPage } from './components/game-list-page';

export { GameListPage } from './components/game-list-page';
export { GameLobbyPage } from './components/game-lobby-page';
export { LaunchGamePage } from './components/launch-game-page';

/** /m/slotsCenter: the slots list. */
export const SlotsCenterPage = () => createElement(GameListPage, { fixed: 'SLOTS' });
/** /m/gameCenter: the card games list. */
export const GameCenterPage = () => createElement(GameListPage, { fixed: 'CARDS' });
