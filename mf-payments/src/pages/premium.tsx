export { PremiumPage as default } from '../features/premium/premium-page';
