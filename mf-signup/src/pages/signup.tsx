import { withQueryClient } from '../app/query-client';
import { SignupFlow } from '../features/signup/signup-flow';

export default withQueryClient(SignupFlow);
