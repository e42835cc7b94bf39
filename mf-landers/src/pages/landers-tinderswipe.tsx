export { TinderswipePage as default } from '../features/tinderswipe/tinderswipe-page';
