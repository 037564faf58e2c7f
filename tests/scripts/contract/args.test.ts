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
