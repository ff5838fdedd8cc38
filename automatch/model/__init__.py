"""automatch.model: the Execution Cost model (paper eq. 3-5), ``paper`` and ``default``.

``automatch.model.ec``: ModelOptions, Breakdown, DeviceModel, execution_cost (one device).
``automatch.model.predict``: Prediction, predict (several devices, ranked); also
exposed lazily as ``automatch.predict``.
"""
