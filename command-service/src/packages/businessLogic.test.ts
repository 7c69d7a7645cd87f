import type { PackageEvent } from './businessLogic';
import { packageDecider } from './businessLogic';
import { specify } from '../testing/deciderSpec';

const created: PackageEvent = {
  type: 'PackageCreated',
  data: { packageId: 1, name: 'Básico', credits: 50, demands: 5, priceCents: 9990 },
};

const { given } = specify(packageDecider);

describe('credit package decider', () => {
  it('creates a package with its credits, demands and price', () => {
    expect(
      given().when({ type: 'CreatePackage', packageId: 1, name: 'Básico', credits: 50, demands: 5, priceCents: 9990 }),
    ).toEqual([created]);
  });
  it('edits only name and status', () => {
    expect(given(created).when({ type: 'UpdatePackage', packageId: 1, name: 'Essencial', status: false })).toEqual([
      { type: 'PackageRenamed', data: { packageId: 1, name: 'Essencial', previousName: 'Básico' } },
      { type: 'PackageDeactivated', data: { packageId: 1 } },
    ]);
    expect(given(created).when({ type: 'UpdatePackage', packageId: 1, name: 'Básico', status: true })).toEqual([]);
  });
  it('refuses to edit or delete a package that does not exist or was deleted', () => {
    expect(() => given().when({ type: 'UpdatePackage', packageId: 1, name: 'X', status: true })).toThrow(
      'Pacote não encontrado.',
    );
    const deleted: PackageEvent = { type: 'PackageDeleted', data: { packageId: 1 } };
    expect(() => given(created, deleted).when({ type: 'DeletePackage', packageId: 1 })).toThrow(
      'Pacote não encontrado.',
    );
  });
  it('refuses to create the same package twice', () => {
    expect(() =>
      given(created).when({
        type: 'CreatePackage',
        packageId: 1,
        name: 'Básico',
        credits: 1,
        demands: 1,
        priceCents: 1,
      }),
    ).toThrow('Este pacote já existe.');
  });
});
