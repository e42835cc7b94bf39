import { pages } from '@dating/build-config/pages';
import { describeRemotePages } from '@dating/shared/testing/remote-pages';
import { REMOTE_NAME } from './remote-name';

describeRemotePages(REMOTE_NAME, pages);
