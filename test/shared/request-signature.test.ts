import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalRequest, randomNonce, signRequest } from '@common/request-signature';
import { sha256Hex } from '@common/sha256';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex (the client implementation)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('matches the published vector for %j', (input, digest) => {
    expect(sha256Hex(input)).toBe(digest);
  });

  it('agrees with node:crypto on Chinese text, emoji, and every padding boundary', () => {
    const samples = [
      '订座 4 人，靠窗 🍷',
      '粵語 繁體',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(63),
      'a'.repeat(64),
      'x'.repeat(1000),
    ];
    for (let length = 0; length < 130; length++) samples.push('é'.repeat(length));
    for (const text of samples) expect(sha256Hex(text)).toBe(nodeSha(text));
  });
});

describe('request signature', () => {
  const input = {
    nonce: 'n1',
    timestamp: '1700000000000',
    method: 'post',
    path: '/grpc/public/x.v1.S/M',
    body: '{"a":1}',
  };

  it('covers the nonce, timestamp, method, path and body, each changing the signature', () => {
    const base = signRequest(input, sha256Hex);
    expect(base).toMatch(/^v1=[0-9a-f]{64}$/);
    for (const change of [
      { nonce: 'n2' },
      { timestamp: '1700000000001' },
      { method: 'GET' },
      { path: '/grpc/public/x.v1.S/N' },
      { body: '{"a":2}' },
    ]) {
      expect(signRequest({ ...input, ...change }, sha256Hex)).not.toBe(base);
    }
  });

  it('is the same whichever sha256 computes it', () => {
    expect(signRequest(input, sha256Hex)).toBe(signRequest(input, nodeSha));
    expect(canonicalRequest(input).split('\n')).toHaveLength(6);
  });

  it('makes 32-hex-digit nonces that differ', () => {
    const a = randomNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomNonce()).not.toBe(a);
  });
});
