@spec-1
Feature: The shop speaks the visitor's language
  The shop is in English and French. The country setting is France, so French is the default,
  and a language the visitor chose wins over the default.

  Scenario: A first visit is in French
    Given a visitor who never chose a language
    When the visitor opens the shop
    Then the shop speaks French

  Scenario: A chosen language is remembered
    Given a visitor who chose English on an earlier visit
    When the visitor opens the shop
    Then the shop speaks English
