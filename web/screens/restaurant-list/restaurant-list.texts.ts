// The restaurant list's own words (issue "English"); the cards' facts, the sort orders and the
// heading are the domain's (restaurant/card-facts.ts, shell/sort-options.ts,
// content/restaurant-list-paging.ts), the categories' names domain/shell/category-names.ts.
import { defineTexts } from '../../../domain/i18n/texts.ts';

export const restaurantListTexts = defineTexts({
  ko: {
    categories: '음식 분류',
    loading: '음식점을 불러오는 중입니다',
    sort: '정렬',
    resultsFor: (keyword: string) => `‘${keyword}’ 검색 결과`,
    noneHere: '이 주소로 배달하는 음식점이 없습니다.',
    noResults: '검색 결과가 없습니다.',
    searchRestaurants: '음식점 검색',
    clearSearch: '검색어 지우기',
    addressPlaceholder: '예: 역삼동, 테헤란로 152',
    findAddress: '주소 찾기',
    pickOnMap: '지도에서 위치 선택',
    closed: '준비중',
    appOnly: '앱 전용',
    rating: '별점 ',
    payOnline: '온라인결제',
    deliveryTime: '배달 시간 ',
  },
  en: {
    categories: 'Food categories',
    loading: 'Loading restaurants',
    sort: 'Sort by',
    resultsFor: (keyword: string) => `Results for ‘${keyword}’`,
    noneHere: 'No restaurants deliver to this address yet.',
    noResults: 'No results found.',
    searchRestaurants: 'Search restaurants',
    clearSearch: 'Clear search',
    addressPlaceholder: 'Neighbourhood or street, in Korean',
    findAddress: 'Find address',
    pickOnMap: 'Pick a spot on the map',
    closed: 'Closed',
    appOnly: 'App only',
    rating: 'Rating ',
    payOnline: 'Pay online',
    deliveryTime: 'Delivery time ',
  },
});
