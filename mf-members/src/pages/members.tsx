export { SearchPage as default } from '../features/members-search/search-page';
