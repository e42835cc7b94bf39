export { LanderKindPage as default } from '../features/lander-kinds/lander-kind-page';
