import { contractProblem, setRemoteContracts } from './remote-contracts';

describe('remote contract ranges', () => {
  afterEach(() => setRemoteContracts({}));

  it('mounts a remote built against a range this shell satisfies, or one that names none', () => {
    setRemoteContracts({ mf_chat: '^1.0.0' });
    expect(contractProblem('mf_chat', '1.3.0')).toBeNull();
    expect(contractProblem('mf_members', '1.3.0')).toBeNull();
  });

  it('refuses a remote built against a contract this shell does not provide', () => {
    setRemoteContracts({ mf_payments: '^2.0.0' });
    expect(contractProblem('mf_payments', '1.3.0')).toBe(
      'mf_payments was built against @dating/shared ^2.0.0; this shell provides 1.3.0',
    );
  });
});
