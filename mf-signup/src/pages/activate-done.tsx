export { ActivateDonePage as default } from '../features/activation/activate-done-page';
