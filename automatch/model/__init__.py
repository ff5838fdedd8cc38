"""automatch.model: the Execution Cost model (paper eq. 3-5), ``paper`` and ``default``.

``automatch.model.ec``: ModelOptions, Breakdown, DeviceModel (one device, one implementation).
``automatch.model.implementation``: device_model (the parallel or the one-core
implementation), one_core_model, execution_cost (one device).
``automatch.model.predict``: Prediction, predict (several devices, ranked); also
exposed lazily as ``automatch.predict``.
"""
