@spec-2-cards @spec-9
Feature: Downloading a card's statement
  Once the transactions of the selected card are shown, Camille can download the card's statement:
  a spreadsheet file (CSV) with the date, merchant, amount and status of each transaction, written
  in her language and named after the card and the day. A payment is negative and money received
  positive, so that the two read apart. The scenarios happen on 1 March 2025.
  Camille's active card has six transactions; her inactive card has none.

  Scenario: The statement in English
    Given Camille shows the transactions of her active card in English
    When she downloads the statement
    Then the file is named "statement-NNNN-2025-03-01.csv", NNNN being the card's last four digits
    And the statement's columns are separated by commas
    And the statement's columns are "Date", "Merchant", "Amount (EUR)" and "Status"
    And the statement lists, newest first:
      | merchant               | amount  | status   |
      | Streaming Service      | -12.00  | Pending  |
      | Casino Royale Online   | -30.00  | Blocked  |
      | Airline Tickets        | -250.00 | Declined |
      | Electronics Store      | -45.50  | Settled  |
      | Online Bookshop refund | 5.00    | Settled  |
      | Online Bookshop        | -19.99  | Settled  |
    And each transaction is dated as the issuer recorded it: year-month-day hours:minutes:seconds

  Scenario: The statement in French
    Given Camille shows the transactions of her active card in French
    When she downloads the statement
    Then the file is named "relevé-NNNN-2025-03-01.csv", NNNN being the card's last four digits
    And the statement's columns are separated by semicolons
    And the statement's columns are "Date", "Commerçant", "Montant (EUR)" and "Statut"
    And the statement lists, newest first:
      | merchant               | amount  | status     |
      | Streaming Service      | -12,00  | En attente |
      | Casino Royale Online   | -30,00  | Bloquée    |
      | Airline Tickets        | -250,00 | Refusée    |
      | Electronics Store      | -45,50  | Effectuée  |
      | Online Bookshop refund | 5,00    | Effectuée  |
      | Online Bookshop        | -19,99  | Effectuée  |

  Rule: Decision: the statement holds every transaction of the card, whatever status the list is filtered on

    Scenario Outline: Downloading while only the <filter> transactions are in view
      Given Camille shows the transactions of her active card in English
      And she keeps only the <filter> transactions in view
      When she downloads the statement
      Then the statement lists 6 transactions

      Examples:
        | filter   |
        | declined |
        | settled  |

  Rule: Decision: a card without transactions offers no statement

    Scenario: The inactive card
      Given Camille shows the transactions of her inactive card in English
      Then no statement is offered
