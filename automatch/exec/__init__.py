"""automatch.exec"""
