/**
 * The content service's types under the names the site reasons with: a type-only layer below both the domain rules
 * (src/domain/, which reason about these shapes) and the API layer (src/api/, which fetches them). It reads the
 * types the contract generates (src/api/generated/, `npm run codegen`) and nothing else: no code, so domain and api
 * never import each other for a type. `@/api` re-exports all of it for the features.
 */
import type * as G from '@/api/generated/contentApi';
import type * as W from '@/api/generated/contentWrites';

export type Lang = G.Lang;
export type ApiError = G.Error;
export type MenuItem = G.MenuItem;
export type AppSettings = G.AppSettings;
export type FooterEntry = G.FooterEntry;
export type ContactRequest = W.ContactRequest;
export type TourEnquiryRequest = W.TourEnquiryRequest;
export type NewsletterRequest = W.NewsletterRequest;
export type MediaSections = G.MediaSections;
export type AboutIntro = G.AboutIntro;
export type AboutStory = G.AboutStory;
export type AboutMedia = G.AboutMedia;
export type AboutClosing = G.AboutClosing;
export type AboutButton = G.AboutButton;
export type Banner = G.Banner;
export type HomeTrip = G.HomeTrip;
export type HomeTours = G.HomeTours;
export type Destination = G.Destination;
export type TourListItem = G.TourListItem;
export type TourTag = G.TourTag;
export type OptionalActivity = G.OptionalActivity;
export type TourCounts = G.TourCounts;
export type FilterOption = G.FilterOption;
export type TourListResponse = G.TourListResponse;
export type ListToursArgs = G.ListToursApiArg;
export type Article = G.Article;
export type Review = G.Review;
export type RatingFilter = G.RatingFilter;
export type Pagination = G.Pagination;
export type TourReviewsResponse = G.TourReviewsResponse;
export type Media = G.Media;
export type ItineraryDay = G.ItineraryDay;
export type Meals = G.Meals;
export type Inclusion = G.Inclusion;
export type TourCategory = G.TourCategory;
export type Highlight = G.ContentItem;
export type Suitability = G.ContentItem;
export type Note = G.Note;
/** A departure date with its room prices. */
export type TourDate = G.TourDate;
export type RoomPrice = G.RoomPrice;
export type Room = G.Room;
/** The tour exactly as the contract describes it (lists may be absent, categories a list or a map). */
export type RawTourDetail = G.TourDetail;
export type BookingRequest = W.BookingRequest;
export type Booking = W.Booking;
export type BookingResponse = W.BookingResponse;
export type BookingDetails = W.BookingDetails;
export type BankAccount = G.BankAccount;
export type CategoryTour = G.CategoryTour;
export type CategoryToursResponse = G.CategoryToursResponse;
export type TravelDeal = G.TravelDeal;
export type TravelDealsResponse = G.TravelDealsResponse;
export type CategoryPageData = G.CategoryPageData;
export type CategoryFile = G.CategoryFile;
export type CategoryBanner = G.CategoryBanner;
export type Region = G.Region;
export type TopDestination = G.TopDestination;
export type CategoryHighlight = G.CategoryHighlight;
export type DestinationArticle = G.DestinationArticle;
export type InspiredArticle = G.InspiredArticle;
export type Faq = G.Faq;
export type AtAGlanceItem = G.AtAGlanceItem;
export type { Country, Place, CountryInfoResponse, ChildrenResponse } from '@/api/generated/geonamesApi';
/** Every generated request/response type under its generated name (e.g. `ContentApiTypes.GetTourApiArg`). */
export type * as ContentApiTypes from '@/api/generated/contentApi';

type TourLists = 'media' | 'itineraries' | 'inclusions' | 'highlights' | 'suitabilities' | 'dates' | 'notes';

/** The tour as features see it: every list present (empty when the service left it out), categories a list. */
export type TourDetail = Omit<G.TourDetail, TourLists | 'categories'> &
  Required<Pick<G.TourDetail, TourLists>> & { categories: G.TourCategory[] };
