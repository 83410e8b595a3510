import { describe, expect, it } from 'vitest';
import { feePreview, payerActions, projectPath, projectTypeParam, shortId } from './payment-format';

describe('shortId', () => {
  it('cuts a payment id to its first 8 characters', () => {
    expect(shortId('3f2b9c1a-7d4e-4f00-9a1b-2c3d4e5f6a7b')).toBe('3f2b9c1a');
  });
});

describe('feePreview', () => {
  it('previews the fee and the net by the fee setting, rounded half up to the cent', () => {
    expect(feePreview('1000', 500)).toEqual({ fee: '$50', net: '$950' });
    expect(feePreview('100.10', 500)).toEqual({ fee: '$5.01', net: '$95.09' });
    expect(feePreview('$1,234.50', 250)).toEqual({ fee: '$30.86', net: '$1,203.64' });
  });

  it('previews nothing for an amount that is not (yet) valid', () => {
    expect(feePreview('', 500)).toBeNull();
    expect(feePreview('0', 500)).toBeNull();
    expect(feePreview('12.345', 500)).toBeNull();
    expect(feePreview('abc', 500)).toBeNull();
  });
});

describe('payerActions', () => {
  it('offers cancel before funding, release or refund in escrow, and nothing afterwards', () => {
    expect(payerActions('pending')).toEqual(['cancel']);
    expect(payerActions('escrowed')).toEqual(['release', 'refund']);
    for (const done of ['completed', 'cancelled', 'refunded']) expect(payerActions(done)).toEqual([]);
  });
});

describe('projectTypeParam', () => {
  it('reads the project type from the address, a brand project by default', () => {
    expect(projectTypeParam('wall_project')).toBe('wall_project');
    expect(projectTypeParam('brand_project')).toBe('brand_project');
    expect(projectTypeParam(null)).toBe('brand_project');
    expect(projectTypeParam('walls')).toBe('brand_project');
  });
});

describe('projectPath', () => {
  it('links a payment to its project page by the project type', () => {
    expect(projectPath('wall_project', 'p1')).toBe('/wall-projects/p1');
    expect(projectPath('brand_project', 'p1')).toBe('/projects/p1');
  });
});
