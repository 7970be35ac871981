/** Site-wide facts of the spec. */

/** The copyright year is fixed by the spec (part 1, §9: "copyright year 2025"). */
export const COPYRIGHT_YEAR = 2025;
