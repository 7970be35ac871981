/**
 * Opens the tour page's 'Ask about this trip' form (./EnquiryDialog.tsx): with a departure's id when asked from a
 * departure row, null for the trip in general. Provided by TourDetailView; null outside a tour page.
 */
import { createContext, useContext } from 'react';

export const AskAboutTripContext = createContext<((departureId: number | null) => void) | null>(null);

export function useAskAboutTrip(): ((departureId: number | null) => void) | null {
  return useContext(AskAboutTripContext);
}
