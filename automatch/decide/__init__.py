"""automatch.decide"""
