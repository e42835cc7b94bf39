import { withQueryClient } from '../app/query-client';
import { TinderswipePage } from '../features/tinderswipe/tinderswipe-page';

export default withQueryClient(TinderswipePage);
