import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

export enum ConfirmationStatus {
  CONFIRMED = 'CONFIRMED',
  UNCONFIRMED = 'UNCONFIRMED',
}
registerEnumType(ConfirmationStatus, { name: 'ConfirmationStatus' });

@ObjectType()
export class ConfirmationCategories {
  @Field(() => Boolean) flowers!: boolean;
  @Field(() => Boolean) fruitAndVegetables!: boolean;
  @Field(() => Boolean) labels!: boolean;
  @Field(() => Boolean) storage!: boolean;
  @Field(() => Boolean) targetActualComparison!: boolean;
}

@ObjectType()
export class StorageDetails {
  @Field(() => Int, { nullable: true }) storageRollCageCount!: number | null;
  @Field(() => Int, { nullable: true }) storageFreezerRollCageCount!: number | null;
}

@ObjectType('InventoryConfirmation', { description: 'Staff view of a confirmation (GET /confirmations, POST /confirmations/{uuid}/confirm).' })
export class InventoryConfirmationView {
  @Field(() => String) uuid!: string;
  @Field(() => Int) orderId!: number;
  @Field(() => String, { description: "The inventory's validFrom, YYYY-MM-DD." }) date!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) zip!: string;
  @Field(() => String) city!: string;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) confirmationTimestamp!: Date | null;
  @Field(() => Boolean, { description: 'The link has expired: today (Europe/Berlin) is the inventory day or later.' }) expired!: boolean;
  @Field(() => ConfirmationStatus) status!: ConfirmationStatus;
  @Field(() => ConfirmationCategories) categories!: ConfirmationCategories;
  @Field(() => Boolean) changedByCustomer!: boolean;
  @Field(() => Int, { nullable: true }) storageRollCageCount!: number | null;
  @Field(() => Int, { nullable: true }) storageFreezerRollCageCount!: number | null;
  @Field(() => StorageDetails, { nullable: true }) storageDetails!: StorageDetails | null;
  @Field(() => String) comment!: string;
  @Field(() => Boolean) storageOrderable!: boolean;
  @Field(() => Boolean) targetActualComparisonOrderable!: boolean;
}

@ObjectType({ description: 'What the customer sees through the public link: only this inventory.' })
export class PublicConfirmation {
  @Field(() => String) uuid!: string;
  @Field(() => String) date!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) zip!: string;
  @Field(() => String) city!: string;
  @Field(() => ConfirmationCategories) categories!: ConfirmationCategories;
  @Field(() => Int, { nullable: true }) storageRollCageCount!: number | null;
  @Field(() => Int, { nullable: true }) storageFreezerRollCageCount!: number | null;
  @Field(() => String) comment!: string;
  @Field(() => Boolean) storageOrderable!: boolean;
  @Field(() => Boolean) targetActualComparisonOrderable!: boolean;
  @Field(() => Boolean) confirmed!: boolean;
}

@InputType()
export class ConfirmationCategoriesInput {
  @Field(() => Boolean, { nullable: true }) flowers?: boolean | null;
  @Field(() => Boolean, { nullable: true }) fruitAndVegetables?: boolean | null;
  @Field(() => Boolean, { nullable: true }) labels?: boolean | null;
  @Field(() => Boolean, { nullable: true }) storage?: boolean | null;
  @Field(() => Boolean, { nullable: true }) targetActualComparison?: boolean | null;
}

@InputType()
export class StorageDetailsInput {
  @Field(() => Int, { nullable: true }) storageRollCageCount?: number | null;
  @Field(() => Int, { nullable: true }) storageFreezerRollCageCount?: number | null;
}

@InputType()
export class ConfirmationInput {
  @Field(() => ConfirmationCategoriesInput, { nullable: true }) categories?: ConfirmationCategoriesInput | null;
  @Field(() => String, { nullable: true }) comment?: string | null;
  @Field(() => Boolean, { nullable: true }) confirm?: boolean | null;
  @Field(() => StorageDetailsInput, { nullable: true }) storageDetails?: StorageDetailsInput | null;
}
