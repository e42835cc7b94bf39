import { withQueryClient } from '../app/query-client';
import { SwipeGamePage } from '../features/swipe-game/swipe-game-page';

export default withQueryClient(SwipeGamePage);
