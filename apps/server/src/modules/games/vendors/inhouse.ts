import { inhouseGamePath } from '@app/contracts';
import type { VendorAdapter } from './adapter.js';

/** The in-house vendor: its games are pages of this site (/m/inhouse/<gameId>), same session. */
export const inhouseAdapter: VendorAdapter = {
  launch(request) {
    return inhouseGamePath(request.game?.gameId ?? '');
  },
};
