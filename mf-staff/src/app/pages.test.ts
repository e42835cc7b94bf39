import { pages } from '@dating/build-config/pages';
import { describeRemotePages } from '@dating/shared/testing/remote-pages';
import declared from '../routes.json';
import { REMOTE_NAME } from './remote-name';

describeRemotePages(REMOTE_NAME, pages, declared);
