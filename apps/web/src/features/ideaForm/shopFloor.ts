import { startOutbox } from './offline/outbox';

/** Ideas kept on this phone while offline are sent whichever shop-floor page is open. */
export function startShopFloorOffline() {
  startOutbox();
}
