// The content pages' own words (issue "English"): notices, FAQ, events, terms and information pages,
// the app download page. Notice, FAQ, event and terms bodies are the server's and shown as sent;
// the documents' titles are domain/content/information-pages.ts, the FAQ's headings
// domain/content/faq-sections.ts.
import { josa } from 'es-hangul';
import { defineTexts } from '../../../domain/i18n/texts.ts';

export const pagesTexts = defineTexts({
  ko: {
    notices: '공지사항',
    noticesLoading: '공지사항을 불러오는 중입니다',
    noNotices: '등록된 공지사항이 없습니다.',
    read: '읽음',
    unread: '새 글',
    allNotices: '공지사항 목록',
    faq: '자주 묻는 질문',
    faqLoading: '자주 묻는 질문을 불러오는 중입니다',
    event: '이벤트',
    eventLoading: '이벤트를 불러오는 중입니다',
    home: '홈으로',
    documentLoading: (title: string) => `${josa(title, '을/를')} 불러오는 중입니다`,
    recipient: (name: string) => `제공받는 자: ${name}`,
    restaurantNumber: (id: number) => `${id}번 음식점`,
    agreeLocation: '위치정보 수집, 활용, 이용약관에 동의합니다 (필수)',
    agreeAndContinue: '동의하고 계속하기',
    download: '앱 다운로드',
    downloadGoing: '앱 다운로드 페이지로 이동합니다. ',
    downloadNow: '바로 가기',
  },
  en: {
    notices: 'Notices',
    noticesLoading: 'Loading notices',
    noNotices: 'There are no notices yet.',
    read: 'Read',
    unread: 'New',
    allNotices: 'All notices',
    faq: 'FAQ',
    faqLoading: 'Loading the FAQ',
    event: 'Event',
    eventLoading: 'Loading the event',
    home: 'Go to home',
    documentLoading: (title: string) => `Loading ${title}`,
    recipient: (name: string) => `Shared with: ${name}`,
    restaurantNumber: (id: number) => `Restaurant no. ${id}`,
    agreeLocation: 'I agree to the collection and use of my location and to the location terms (required)',
    agreeAndContinue: 'Agree and continue',
    download: 'Get the app',
    downloadGoing: 'Taking you to the app download page. ',
    downloadNow: 'Go now',
  },
});
