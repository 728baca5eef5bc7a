@spec-2-kyc @spec-4 @spec-9
Feature: Passing the identity check during registration
  The identity check runs in a hosted widget. The shop asks for its status every 5 seconds until it
  is approved or rejected; once the documents are in, it waits 15 seconds and brings the consumer's
  KYC level up to date. The cards open once the basic check is approved: Jane goes on to them then.

  Background:
    Given Jane has registered, verified her e-mail and mobile and filled in her profile
    And Jane opens the identity check

  Scenario: Submitted documents are shown as being checked until the reviewer decides
    When Jane submits her documents in the identity widget
    Then the identity check says "We are checking your documents. This page updates by itself, and we will send you an e-mail when the check is done."
    And 15 seconds later Jane is still on the identity check

  Scenario: An approval is learned from the status, asked every 5 seconds, and Jane moves on 15 seconds later
    When the reviewer approves Jane's documents
    Then 4 seconds later the identity check still says nothing about the check
    And 1 second later Jane is still on the identity check
    And 15 seconds later Jane is on her cards with the basic check passed
    And the shop stops asking for Jane's identity status

  Scenario: Documents approved after the 15-second wait take Jane on to her cards at the next status read
    When Jane submits her documents in the identity widget
    Then 15 seconds later Jane is still on the identity check
    When the reviewer approves Jane's documents
    Then 5 seconds later Jane is on her cards with the basic check passed
    And the shop stops asking for Jane's identity status

  Scenario: A rejection stops the check
    When the identity widget tells Jane her documents were rejected
    Then the identity check says "Sorry, you do not meet the criteria for registering. Please contact support for more information"
    And the shop stops asking for Jane's identity status
    And 15 seconds later Jane is still on the identity check

  Scenario: Simulate Success passes the check at once outside production
    When Jane uses Simulate Success
    Then Jane is on her cards
