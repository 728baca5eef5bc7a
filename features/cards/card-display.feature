@spec-3 @spec-4 @spec-9
Feature: How a card is shown
  Each card on the cards screen carries a status chip, its masked number and its expiry date.
  A notice warns about the monthly inactivity fee of each card the issuer reports one for.

  Rule: The status chip says whether the card can be used; cancelled wins over blocked, blocked over the card's own state

    Scenario Outline: An <state> card that is <blocked> and <cancelled> shows <status>
      Given a card in the <state> state that is <blocked> and <cancelled>
      Then the card shows the status <status> on a <colour> chip

      Examples:
        | state    | blocked     | cancelled     | status    | colour |
        | active   | not blocked | not cancelled | ACTIVE    | green  |
        | inactive | not blocked | not cancelled | INACTIVE  | yellow |
        | active   | blocked     | not cancelled | BLOCKED   | red    |
        | inactive | blocked     | not cancelled | BLOCKED   | red    |
        | active   | not blocked | cancelled     | CANCELLED | red    |
        | inactive | not blocked | cancelled     | CANCELLED | red    |
        | active   | blocked     | cancelled     | CANCELLED | red    |

  Rule: The card number is never shown in full on the card, only its last four digits

    Scenario Outline: A card ending in <last four>
      Given a card whose number ends in "<last four>"
      Then the card number reads "<shown>"

      Examples:
        | last four | shown               |
        | 1234      | **** **** **** 1234 |
        | 0007      | **** **** **** 0007 |

  Rule: The expiry month and year are shown as month, slash, year

    Scenario: A card expiring in December 2027
      Given a card whose expiry is "1227"
      Then the card expiry reads "12/27"

  Rule: Decision: an expiry that is not four digits is shown exactly as the issuer sent it

    Scenario: An unexpected expiry value
      Given a card whose expiry is "12/2027"
      Then the card expiry reads "12/2027"

  Rule: Each card shows its own inactivity fee notice while it is selected, and the list says which cards have one

    Scenario: Camille's card with an upcoming fee and her card being charged one each show their own notice
      Given Camille has signed in and opened her cards screen
      Then the cards list marks these cards with an inactivity fee notice:
        | card         | mark                   |
        | notification | Inactivity fee soon    |
        | warning      | Inactivity fee charged |
      When she selects her notification card
      Then she sees the inactivity fee notification about her notification card
      When she selects her warning card
      Then she sees the inactivity fee warning about her warning card
      When she selects her active card
      Then she sees no inactivity fee notice
