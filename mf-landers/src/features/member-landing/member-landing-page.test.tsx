/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { api, ApiError, getBus, type BusPayload, type RouteName } from '@dating/shared';
import { resetBusForTests } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import { publishSite, testMember } from '../lander-frame/test-fixtures';
import { MemberLandingPage } from './member-landing-page';

const anna = testMember(7, { name: 'Anna', age: 34, city: 'Leeds' });

function renderRoute(name: RouteName) {
  return renderWithQuery(<MemberLandingPage route={{ name, params: { id: '7', slug: 'tonight' } }} />);
}

beforeEach(() => {
  resetBusForTests();
  publishSite();
  window.history.pushState(null, '', '/members/7/landing2/tonight');
});

afterEach(() => jest.restoreAllMocks());

describe('member landing pages', () => {
  it.each([
    ['members-id-landing', 'Get to know Anna', 'member-landing'],
    ['members-id-landing2-slug', 'Is Anna your type?', 'member-landing2'],
    ['members-id-landing3-slug', 'Start a conversation with Anna', 'member-landing3'],
    ['members-id-signup', 'Sign up to chat with Anna', 'member-signup'],
  ] as const)('%s features the member and messages them through the signup', async (route, title, look) => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ member: anna });
    const opened: BusPayload<'signup.open'>[] = [];
    getBus()
      .on('signup.open')
      .subscribe((payload) => opened.push(payload));
    const { user, container } = renderRoute(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(get).toHaveBeenCalledWith('/api/lander-member.php', expect.objectContaining({ query: { id: 7 } }));
    expect(container.querySelector('[data-lander]')).toHaveAttribute('data-lander', look);
    expect(screen.getByText('Anna, 34')).toBeVisible();
    expect(screen.getByText('Leeds')).toBeVisible();
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    await user.click(screen.getByRole('button', { name: 'Message Anna' }));
    expect(opened).toEqual([{ source: expect.stringMatching(/^member-landing:/), profileId: 7 }]);
  });

  it('tells the visitor when the member is not there any more', async () => {
    jest
      .spyOn(api, 'get')
      .mockRejectedValue(new ApiError(404, 'member_not_found', 'This member does not exist.'));
    renderRoute('members-id-landing');
    expect(await screen.findByText('This member could not be found.')).toBeVisible();
  });
});
