import { DomainError } from '@conectasst/common/rules/domainError';
import type { NrEvent } from './nr';
import { nrDecider } from './businessLogic';
import { specify } from '../testing/deciderSpec';

/** given these events, when this command, then these events / this error */
const { given } = specify(nrDecider);

const created: NrEvent = { type: 'NrCreated', data: { nrId: 35, name: 'NR-35 - Trabalho em Altura', areaId: 7 } };

describe('NR rules', () => {
  it('creates an NR in an area, active', () => {
    expect(given().when({ type: 'CreateNr', nrId: 35, name: 'NR-35 - Trabalho em Altura', areaId: 7 })).toEqual([
      created,
    ]);
  });

  it('creates a revoked NR inactive', () => {
    expect(
      given().when({ type: 'CreateNr', nrId: 2, name: 'NR-2 - Inspeção Prévia', areaId: 10, active: false }),
    ).toEqual([
      { type: 'NrCreated', data: { nrId: 2, name: 'NR-2 - Inspeção Prévia', areaId: 10 } },
      { type: 'NrDeactivated', data: { nrId: 2 } },
    ]);
  });

  it('refuses to create an NR twice, even after it was deleted', () => {
    expect(() => given(created).when({ type: 'CreateNr', nrId: 35, name: 'X', areaId: 7 })).toThrow(
      'Esta NR já existe.',
    );
    expect(() =>
      given(created, { type: 'NrDeleted', data: { nrId: 35 } }).when({
        type: 'CreateNr',
        nrId: 35,
        name: 'X',
        areaId: 7,
      }),
    ).toThrow(DomainError);
  });

  it('renames, moves to another area and deactivates in one edit', () => {
    expect(given(created).when({ type: 'UpdateNr', nrId: 35, name: 'NR-35', areaId: 3, status: false })).toEqual([
      { type: 'NrRenamed', data: { nrId: 35, name: 'NR-35', previousName: 'NR-35 - Trabalho em Altura' } },
      { type: 'NrMovedToArea', data: { nrId: 35, areaId: 3, previousAreaId: 7 } },
      { type: 'NrDeactivated', data: { nrId: 35 } },
    ]);
  });

  it('reactivates an inactive NR; an edit that repeats the current values changes nothing', () => {
    const inactive = given(created, { type: 'NrDeactivated', data: { nrId: 35 } });
    expect(
      inactive.when({ type: 'UpdateNr', nrId: 35, name: 'NR-35 - Trabalho em Altura', areaId: 7, status: true }),
    ).toEqual([{ type: 'NrActivated', data: { nrId: 35 } }]);
    expect(
      given(created).when({ type: 'UpdateNr', nrId: 35, name: 'NR-35 - Trabalho em Altura', areaId: 7, status: true }),
    ).toEqual([]);
  });

  it('refuses to edit or delete an NR that does not exist or was deleted', () => {
    expect(() => given().when({ type: 'UpdateNr', nrId: 35, name: 'X', areaId: 7, status: true })).toThrow(
      'NR não encontrada.',
    );
    expect(() => given().when({ type: 'DeleteNr', nrId: 35 })).toThrow('NR não encontrada.');
    const deleted = given(created, { type: 'NrDeleted', data: { nrId: 35 } });
    expect(() => deleted.when({ type: 'DeleteNr', nrId: 35 })).toThrow(DomainError);
    expect(() => deleted.when({ type: 'UpdateNr', nrId: 35, name: 'X', areaId: 7, status: true })).toThrow(DomainError);
  });

  it('deletes an existing NR', () => {
    expect(given(created).when({ type: 'DeleteNr', nrId: 35 })).toEqual([{ type: 'NrDeleted', data: { nrId: 35 } }]);
  });
});
