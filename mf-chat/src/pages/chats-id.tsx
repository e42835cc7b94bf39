import { withQueryClient } from '../app/query-client';
import { ChatsPage } from '../features/chat-page/chats-page';

export default withQueryClient(ChatsPage);
