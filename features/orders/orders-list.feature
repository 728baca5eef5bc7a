@spec-2-orders @spec-4
Feature: The orders page
  The orders page has two sections. "Awaiting payment" holds the orders still waiting for their
  payment or for their card; "Orders" holds all the others. The amount of an order whose money
  never reached a card is struck through. A click on an order opens the page that goes with its
  status, when there is one.

  Scenario Outline: Each order is listed and opened according to its status
    Given the consumer has an order that is "<status>"
    When the consumer opens the orders page
    Then the order is listed under "<section>"
    And the order amount on the orders page is <amount>
    And clicking the order opens <destination>

    Examples:
      | status                      | section          | amount         | destination            |
      | created                     | Awaiting payment | shown plainly  | the payment page       |
      | pending payment             | Awaiting payment | shown plainly  | the payment page       |
      | pending card creation       | Awaiting payment | shown plainly  | the order success page |
      | investigation               | Orders           | shown plainly  | the investigation page |
      | allegations unsubstantiated | Orders           | struck through | nothing                |
      | refund initialized          | Orders           | shown plainly  | nothing                |
      | card creation postponed     | Orders           | shown plainly  | nothing                |
      | pending transfer of funds   | Orders           | shown plainly  | nothing                |
      | failed transfer of funds    | Orders           | struck through | nothing                |
      | cancelled                   | Orders           | struck through | nothing                |
      | completed                   | Orders           | shown plainly  | nothing                |

  Scenario: A consumer without orders sees two empty sections
    Given the consumer placed no orders
    When the consumer opens the orders page
    Then the "Awaiting payment" section lists no orders
    And the "Orders" section lists no orders

  Rule: Decision: each section lists its orders newest first; orders placed in the same second keep the order the server gave

    Scenario: Newest orders come first in each section
      Given the consumer placed these orders:
        | number | status             | placed on           |
        | 1      | created            | 2026-01-05 10:00:00 |
        | 2      | completed          | 2026-01-06 10:00:00 |
        | 3      | pending payment    | 2026-01-07 09:00:00 |
        | 4      | cancelled          | 2026-01-04 10:00:00 |
        | 5      | completed          | 2026-01-06 10:00:01 |
        | 6      | refund initialized | 2026-01-06 10:00:00 |
      When the consumer opens the orders page
      Then the "Awaiting payment" section lists the orders 3, 1
      And the "Orders" section lists the orders 5, 2, 6, 4
