@spec-2-authorization @spec-4 @spec-8
Feature: Registering, signing in and signing out
  Registering signs the new consumer in and leads to the e-mail verification. Signing in takes the
  password, then a 6-digit code texted to the consumer's mobile; only then is the consumer signed
  in. An action that meets an ended session is kept and done once after signing in again.

  Scenario: A new visitor registers
    Given Jane is a visitor who is not signed in
    When Jane registers with her e-mail, mobile number and password
    Then Jane is signed in as "jane@example.com"
    And Jane lands on the page asking her to verify her e-mail address

  Scenario: An e-mail address can be registered only once
    Given Jane is a visitor who is not signed in
    When Jane registers with the e-mail "demo@example.com"
    Then the register tab says "An account already uses this e-mail address. Please sign in, or use another address." under the e-mail address
    And Jane is not signed in

  Scenario: Signing in takes the password, then the texted code
    Given Camille is not signed in
    When Camille gives her e-mail and password
    Then a one-time code is texted to "+33 612345678"
    And Camille is not signed in
    When Camille enters the one-time code from the outbox
    Then Camille is signed in as "demo@example.com"
    And Camille lands on her cards

  @spec-2-kyc-upgrade
  Scenario: Signing in from the identity upgrade link leads to the upgrade information
    Given Camille is not signed in
    When Camille gives her e-mail and password on the sign-in page opened from the identity upgrade link
    And Camille enters the one-time code from the outbox
    Then Camille lands on the identity upgrade information

  Scenario: A wrong password is refused without saying which detail was wrong
    Given Camille is not signed in
    When Camille gives her e-mail and the password "Wrong1234"
    Then the sign-in tab says "The e-mail address or the password is not correct. Please check them and try again."
    And Camille is not signed in

  Scenario: Five wrong codes in a row spend the code; a new code, a minute after the first, works
    Given Camille is not signed in
    And Camille gives her e-mail and password
    When Camille enters a wrong one-time code 5 times
    Then the code window says "You have entered a wrong code too many times. Please ask for a new code."
    When 20 seconds pass
    And Camille asks for a new one-time code too soon
    Then the code window says "Please wait 40 seconds before asking again."
    When 40 seconds pass
    And Camille asks for a new one-time code
    And Camille enters the one-time code from the outbox
    Then Camille is signed in as "demo@example.com"

  Scenario: Signing in again within a minute texts no new code; the one texted still works
    Given Camille is not signed in
    And Camille gives her e-mail and password
    When 30 seconds pass
    And Camille gives her e-mail and password
    Then Camille was texted 1 one-time code
    When Camille enters the one-time code from the outbox
    Then Camille is signed in as "demo@example.com"

  Scenario: Signing out
    Given Camille is signed in
    When Camille signs out
    Then Camille is not signed in
    And Camille lands on the sign-in page
    And Camille's old session no longer opens anything

  Scenario: Signing out works even when the shop does not answer
    Given Camille is signed in
    And the shop will not answer the next sign-out
    When Camille signs out
    Then Camille is not signed in
    And Camille lands on the sign-in page

  Scenario: A card blocked after the session ran out is blocked once Camille signs in again
    Given Camille is signed in
    And 21 minutes pass
    When Camille blocks her active card
    Then Camille is asked to sign in again
    When Camille signs in with the one-time code from the outbox
    Then Camille's active card is blocked
    And signing in once more repeats nothing
