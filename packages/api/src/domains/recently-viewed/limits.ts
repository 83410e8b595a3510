/** Each user keeps at most this many entries: older ones are dropped when a new item is opened. */
export const MAX_RECENTLY_VIEWED_KEPT = 50;
