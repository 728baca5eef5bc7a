/** The two sections of the orders page, as the consumer reads their headings. */
export type OrdersSection = 'Awaiting payment' | 'Orders';

/** One order as the orders page lists it. */
export interface ListedOrder {
  number: string;
  section: OrdersSection;
  struckThrough: boolean;
  /** The page a click opens, in words ("the payment page" …), or "nothing". */
  opens: string;
}

/** An order the scenario has the issuer report. */
export interface PlacedOrder {
  number: string;
  /** In words: "pending payment", "refund initialized" … */
  status: string;
  /** 'YYYY-MM-DD HH:MM:SS' */
  placedOn: string;
}

/** What a consumer does and sees on the orders page (/consumer/orders). */
export interface OrdersPageTasks {
  /** A signed-in consumer with an order in that status (in words). */
  hasAnOrderThatIs(status: string): Promise<void>;
  /** A signed-in consumer who never ordered. */
  placedNoOrders(): Promise<void>;
  /** A signed-in consumer whose orders the issuer reports as given. */
  placedOrders(orders: PlacedOrder[]): Promise<void>;
  openOrdersPage(): Promise<void>;
  /** The order the scenario is about, as listed. */
  theOrder(): ListedOrder;
  /** The numbers of the orders a section lists, top to bottom. */
  listedIn(section: OrdersSection): string[];
}
