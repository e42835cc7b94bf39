export { type ImportTexts, type LazyTexts, lazyWithTexts } from './lazy-with-texts';
