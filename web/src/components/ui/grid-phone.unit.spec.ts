import { phoneLayout } from './grid-phone';

describe("a grid's card layout on the phone", () => {
  it('defaults: RowIndex hidden, the first column the title, status the badge, actions at the bottom', () => {
    const layout = phoneLayout([
      { id: 'RowIndex' },
      { id: 'code' },
      { id: 'personName' },
      { id: 'status' },
      { id: 'submittedAt' },
      { id: 'actions', noExport: true },
    ]);
    expect(layout).toEqual({
      title: ['code'],
      status: ['status'],
      detail: ['personName', 'submittedAt'],
      actions: ['actions'],
      hidden: ['RowIndex'],
    });
  });

  it('puts a tick column left out of the export with the actions, not in the title', () => {
    const layout = phoneLayout([{ id: 'select', noExport: true }, { id: 'code' }]);
    expect(layout.title).toEqual(['code']);
    expect(layout.actions).toEqual(['select']);
  });

  it('follows the roles the column specs declare, whatever their place', () => {
    const layout = phoneLayout([
      { id: 'code', phone: 'detail' },
      { id: 'personName', phone: 'title' },
      { id: 'companyName' },
      { id: 'state', phone: 'status' },
      { id: 'comment', phone: 'hidden' },
    ]);
    expect(layout).toEqual({
      title: ['personName'],
      status: ['state'],
      detail: ['code', 'companyName'],
      actions: [],
      hidden: ['comment'],
    });
  });
});
