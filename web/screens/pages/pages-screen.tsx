// The information pages as one lazily loaded chunk: the router has one entry for all of them (each
// lazy entry costs the first screen's bundle), and this switch picks the page.
import { hrefOf } from '../../../domain/routes/route-href.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import DownloadScreen from './download-screen.tsx';
import EventScreen from './event-screen.tsx';
import FaqScreen from './faq-screen.tsx';
import InformationScreen from './information-screen.tsx';
import LocationTermsScreen from './location-terms-screen.tsx';
import NoticeScreen from './notice-screen.tsx';
import NoticesScreen from './notices-screen.tsx';

/** The page of `route`; the router sends only these pages' routes here. */
export default function PagesScreen({ route }: { readonly route: Route }) {
  switch (route.name) {
    case 'notices':
      return <NoticesScreen />;
    case 'notice':
      return <NoticeScreen key={route.noticeId} noticeId={route.noticeId} />;
    case 'faq':
      return <FaqScreen faqId={route.faqId} />;
    case 'terms':
    case 'partnerTerms':
    case 'info':
      return <InformationScreen key={hrefOf(route)} route={route} />;
    case 'event':
      return <EventScreen key={route.eventId} eventId={route.eventId} />;
    case 'locterms':
      return <LocationTermsScreen />;
    case 'download':
      return <DownloadScreen />;
    default:
      return null;
  }
}
