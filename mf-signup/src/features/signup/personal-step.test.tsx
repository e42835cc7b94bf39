/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import { ApiError, type User } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import { PersonalStep } from './personal-step';
import { updateSignupProfile } from './update-signup-profile';

jest.mock('./update-signup-profile');
const mockedUpdate = jest.mocked(updateSignupProfile);

const MEMBER = { id: 9, profile: {} } as unknown as User;

beforeEach(() => jest.resetAllMocks());

describe('a signup step that saves (PersonalStep)', () => {
  it('saves once and moves on', async () => {
    mockedUpdate.mockResolvedValue({ ok: true } as never);
    const onDone = jest.fn();
    const { user } = renderWithQuery(<PersonalStep user={MEMBER} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(mockedUpdate).toHaveBeenCalledTimes(1);
  });

  it('stays on the step and says why when the save fails, without retrying it', async () => {
    mockedUpdate.mockRejectedValue(new ApiError(500, 'internal_error', 'x'));
    const onDone = jest.fn();
    const { user } = renderWithQuery(<PersonalStep user={MEMBER} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again later.'),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(mockedUpdate).toHaveBeenCalledTimes(1);
  });
});
