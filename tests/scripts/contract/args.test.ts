// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ArgumentError, parseArguments } from '../../../scripts/contract/args.mjs';
import { main } from '../../../scripts/contract/check.mjs';

const required = [
  '--api',
  'https://api.example.com/',
  '--key',
  'k',
  '--delivery',
  'https://delivery.example.com',
  '--provider',
  'pollocrujiente',
];

describe('the command’s arguments', () => {
  it('reads the origins, the key, the provider, and every language unless one is picked', () => {
    expect(parseArguments(required, {})).toEqual({
      help: false,
      api: 'https://api.example.com',
      delivery: 'https://delivery.example.com',
      key: 'k',
      provider: 'pollocrujiente',
      account: null,
      languages: ['es', 'en', 'ca'],
      allowWrites: false,
      allowTickets: false,
      json: null,
      strict: false,
    });
    expect(parseArguments([...required, '--language', 'ca', '--strict', '--json', 'r.json'], {})).toMatchObject({
      languages: ['ca'],
      strict: true,
      json: 'r.json',
    });
  });

  it('takes the password from CONTRACT_PASSWORD when --password is not given', () => {
    expect(
      parseArguments([...required, '--email', 'qa@example.com', '--allow-writes'], { CONTRACT_PASSWORD: 'from-env' }),
    ).toMatchObject({ account: { email: 'qa@example.com', password: 'from-env' }, allowWrites: true });
    expect(
      parseArguments([...required, '--email', 'qa@example.com', '--password', 'given'], {
        CONTRACT_PASSWORD: 'from-env',
      }),
    ).toMatchObject({ account: { password: 'given' } });
  });

  it.each([
    [[], 'missing --api, --key, --delivery, --provider'],
    [[...required, '--language', 'cat'], '--language must be one of es, en, ca (Catalan is ca), not "cat"'],
    [[...required.slice(0, 1), 'api.example.com', ...required.slice(2)], '--api must be an http(s) address'],
    [[...required, '--email', 'qa@example.com'], '--email needs --password or CONTRACT_PASSWORD'],
    [[...required, '--password', 'x'], '--password needs --email'],
    [[...required, '--allow-writes'], '--allow-writes needs a test account'],
    [[...required, '--allow-tickets'], '--allow-tickets needs a test account'],
    [[...required, '--stric'], "Unknown option '--stric'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArguments(argv, {})).toThrow(ArgumentError);
    expect(() => parseArguments(argv, {})).toThrow(message);
  });

  it('refuses an address with a user name or password, without repeating the password', async () => {
    for (const address of ['https://admin:s3cr3t-pass@api.example.com', 'https://s3cr3t-pass@api.example.com']) {
      for (const option of ['--api', '--delivery']) {
        const args = required.map((value, index) => (required[index - 1] === option ? address : value));
        let error: unknown;
        try {
          parseArguments(args, {});
        } catch (caught) {
          error = caught;
        }
        expect(error, `${option} ${address}`).toBeInstanceOf(ArgumentError);
        expect((error as Error).message).toContain(`${option} must not carry a user name or password`);
        expect((error as Error).message).not.toContain('s3cr3t-pass');
      }
    }
    expect(() =>
      parseArguments(
        required.map((v) => (v === 'https://api.example.com/' ? 'https://u:s3cr3t-pass@' : v)),
        {},
      ),
    ).toThrow(/not "https:\/\/\*\*\*@"/);
  });

  it('refuses a remote plain http address, and takes one on this machine', () => {
    const withApi = (api: string) => required.map((value) => (value === 'https://api.example.com/' ? api : value));
    expect(() => parseArguments(withApi('http://api.example.com'), {})).toThrow(
      "--api must use https: the API key and the test account's password would cross the network in clear to api.example.com",
    );
    expect(() => parseArguments(withApi('http://10.0.0.5:8080'), {})).toThrow(ArgumentError);
    for (const local of ['http://localhost:4630', 'http://127.0.0.1:4630', 'http://[::1]:4630']) {
      expect(parseArguments(withApi(local), {})).toMatchObject({ api: local });
    }
  });

  it('exits 2 when an address carries a password, and never prints it', async () => {
    const errors: string[] = [];
    const out: string[] = [];
    const code = await main(
      required.map((value) =>
        value === 'https://api.example.com/' ? 'https://admin:s3cr3t-pass@api.example.com' : value,
      ),
      { env: {}, out: (line) => out.push(line), err: (line) => errors.push(line) },
    );
    expect(code).toBe(2);
    expect([...errors, ...out].join('\n')).not.toContain('s3cr3t-pass');
    expect(errors.join('\n')).toContain('--api must not carry a user name or password');
  });

  it('exits 2 with a message that says which argument is wrong, and the usage', async () => {
    const errors: string[] = [];
    const code = await main([...required, '--language', 'fr'], {
      env: {},
      out: () => {},
      err: (line) => errors.push(line),
    });
    expect(code).toBe(2);
    expect(errors.join('\n')).toMatch(/^contract: --language must be one of es, en, ca.*\n\nUsage: npm run contract/s);
  });
});
