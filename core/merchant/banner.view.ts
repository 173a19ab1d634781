/** How many pictures a store's slider holds. */
export const BANNER_SLIDES_MAX = 8;
