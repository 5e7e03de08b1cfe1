import { settle } from './settle';

describe('settle', () => {
  it('runs the work at once and answers its value', async () => {
    const ran: string[] = [];
    const answer = settle(() => {
      ran.push('work');
      return 7;
    });
    ran.push('after');
    expect(ran).toEqual(['work', 'after']);
    await expect(answer).resolves.toBe(7);
  });

  it('turns a throw into a rejection instead of throwing at the caller', async () => {
    let answer: Promise<never> | undefined;
    expect(() => {
      answer = settle(() => {
        throw new Error('disk full');
      });
    }).not.toThrow();
    await expect(answer).rejects.toThrow('disk full');
  });
});
